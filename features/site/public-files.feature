@web
Feature: What search engines and security researchers find
  Search engines read robots.txt and the sitemap to learn which pages to show: the public pages
  and every popular route, never a signed-in, booking or back-office page. A security researcher
  who finds a weakness reads /.well-known/security.txt (RFC 9116) to learn whom to tell, and
  until when that holds. The contact and the expiry come from configuration; the scenarios use
  the defaults.

  Scenario: A search engine is kept out of the private pages and pointed to the sitemap
    When a search engine reads "/robots.txt"
    Then it is asked not to crawl "/my-account", "/book-flight", "/booking-details/" and "/desk"
    And it is pointed to the sitemap

  Scenario: The sitemap lists the public pages and the popular routes, with their dates
    When a search engine reads "/sitemap.xml"
    Then it lists the pages "/faq", "/empty-legs" and "/popular-routes"
    And it lists the popular route from "KTEB" to "KPBI"
    And it lists no signed-in or back-office page
    And every page it lists has a date

  Scenario: A security researcher finds whom to tell
    When a security researcher reads "/.well-known/security.txt"
    Then it names the contact "mailto:concierge@contrail.example"
    And it expires within a year
