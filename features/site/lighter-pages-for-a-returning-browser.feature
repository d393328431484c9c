@web
Feature: Lighter pages for a browser that keeps the site's files
  The first time Maya opens Contrail, each page carries its own styles, so that her phone can
  draw it from the page alone, without waiting for another file. Her browser then keeps the
  site's files: the installable app's offline files (docs/decisions/042), this version's
  stylesheets among them. From then on, each page she opens names its styles instead of carrying
  them, and her browser takes them from what it keeps: the same page, a third lighter to send. A
  browser that keeps another version's files is sent the styles, as on a first visit.

  Scenario: A first visit carries its styles
    Given Maya is visiting Contrail
    When she opens the "/login" page
    Then the page carries its styles

  @http-only
  Scenario: A browser that keeps this version's files is sent pages that name their styles
    Given Maya's browser keeps the files of this version of Contrail
    When she opens the "/login" page
    Then the page names its styles instead of carrying them

  @http-only
  Scenario: A browser that keeps an older version's files is sent the styles
    Given Maya's browser keeps the files of an older version of Contrail
    When she opens the "/login" page
    Then the page carries its styles

  @browser-only @service-worker
  Scenario: After her first visit, her next page names its styles and looks the same
    Given Maya is visiting Contrail
    And she opens the "/login" page
    When her browser has kept the site's files
    And she opens the "/login" page again
    Then the page names its styles instead of carrying them
    And it looks as it did on her first visit
