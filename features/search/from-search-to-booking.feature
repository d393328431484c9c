Feature: From a search to the booking review
  A traveller can search before she has an account. Prices are for members, so she is asked
  to join; once she signs in her search carries on by itself, and she can compare aircraft,
  add what she needs, move her arrival to a nearby airport on the map and book without typing
  her trip again.

  @web
  Scenario: Maya searches as a visitor, signs in and books a light jet with catering
    Given Maya has a Contrail account
    And she is browsing Contrail without signing in
    When she searches for a round trip from "KTEB" to "KPBI" for 2 passengers, leaving in 10 days and returning 3 days later
    Then she is asked to join before she sees any prices
    When she signs in from the invitation
    Then she sees prices for "KTEB to KPBI" by aircraft category without typing her search again
    When she looks at the "Light Jet" category
    And she adds catering
    Then the total price changes
    When she moves her arrival to another airport the map suggests
    Then she sees prices for her trip to that airport, still returning from "KPBI"
    When she books now
    Then she is taken to the review of her booking
