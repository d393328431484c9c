@web @browser-only @phone
Feature: Notifications turned on in the browser
  Maya turns Notifications on in My Account in the browser of her laptop. Only then, not when
  a page loads, the browser asks whether the site may notify her; once she allows it, that
  browser is registered for her notifications beside her other devices.

  Scenario: Turning Notifications on asks the browser's permission then, and registers this browser
    Given Maya has an account whose phone number is "(212) 555-0100", on the clock of "America/New_York"
    And she has turned notifications off in her account
    When she opens My Account's notifications in her laptop's browser
    Then her browser has not asked her about notifications
    When she turns Notifications on there and allows them
    Then her browser asked her about notifications once
    And the page tells her "This device will get notifications. Save to keep your choice."
    And her laptop is among her devices
