@rules
Feature: A fuel stop on a leg longer than the aircraft's range

  Scenario: A light jet stops for fuel crossing the country
    When Maya asks for a one-way flight from Van Nuys to Teterboro for 4 passengers
    Then the light jet flight shows "1 STOP"
    And the light jet stops at an airport with a runway of at least 5,000 feet near the middle of the route
    And the light jet flight time includes 40 minutes on the ground for the stop
    And the super midsize jet flight shows "NON-STOP"

  Scenario: A short trip needs no stop
    When Maya asks for a round trip from Teterboro to West Palm Beach for 4 passengers
    Then the light jet flight shows "NON-STOP"
