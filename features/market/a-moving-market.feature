@http-only @market
Feature: A moving market
  Contrail's aircraft belong to operators who also fly them for other customers. On any day an
  aircraft may be away on someone else's charter, or waiting where that charter left it, so
  which aircraft is nearest, what its flight to the customer costs, and which empty legs are for
  sale change from day to day. Every node of Contrail sees the same market, and so does every
  restart: it follows from the operators' schedules, not from chance.

  Background:
    Given the market of a fresh install on 1 March 2027

  Scenario: An aircraft away on another customer's charter is not offered, and the next nearest is
    Given the light jet nearest to Teterboro is flying another customer's charter on 10 March 2027
    When Maya searches for a one-way light jet from Teterboro to West Palm Beach leaving then
    Then that aircraft is not among the light jets offered
    And the light jet offered flies in from where it waits, and its price covers that flight

  Scenario: A peak day carries its surcharge
    Given 24 March 2027 is a peak day with a surcharge of 20%
    When Maya searches for a one-way light jet from Teterboro to West Palm Beach on 24 March 2027
    Then the aircraft price of each light jet offered includes 20% of its flying time as a peak-day surcharge

  Scenario: The days around a search cost different amounts where availability differs
    When Maya searches for a round trip from Teterboro to West Palm Beach leaving on 15 March 2027 and returning 3 days later
    Then the light jet prices of the seven days around her departure are not all the same

  Scenario: Empty legs of other customers' trips are listed and can be booked
    When Maya looks at the empty legs of the market for 2 passengers
    Then she sees at least 200 empty legs for sale from other customers' trips, the soonest first
    When she books the first of them for 2 passengers and pays for it in full
    Then that empty leg is no longer listed

  Scenario: Two nodes see the same market
    Given a second node of Contrail on the same database
    When Maya searches for a round trip from Teterboro to West Palm Beach leaving on 15 March 2027 and returning 3 days later on each node
    Then both nodes offer the same aircraft at the same prices
    And both nodes list the same empty legs
