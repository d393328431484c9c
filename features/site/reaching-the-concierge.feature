Feature: Reaching the flight concierge
  Every visitor can reach a person, around the clock, by e-mail or phone, before they have
  an account or a trip.

  Scenario: A visitor finds how to reach the concierge
    Given Maya is visiting Contrail
    When she asks how to reach the flight concierge
    Then she is offered the concierge e-mail "concierge@contrail.example"
    And she is offered the concierge phone "+1 (888) 555-0142"

  @web
  Scenario: A visitor who follows a broken link is helped back on course
    Given Maya is visiting Contrail
    When she follows an old link to a page that no longer exists
    Then she is told "We couldn’t find that page"
