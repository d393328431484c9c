@rules
Feature: The operator crews a booked trip before departure

  Once a trip is booked, its operator names the aircraft's tail number and the crew, and picks
  the FBO (private terminal) at each airport, as operators do before departure. The tail
  number is given once; the crew flies on from leg to leg unless the aircraft waits long
  enough somewhere for the crew to be changed.

  Scenario: Maya's trip with a five-day stay in Chicago
    Given Maya has booked a trip from Teterboro to Palm Beach, on to Chicago the next day and home five days later
    When Maya reads her itinerary
    Then every leg shows the tail number of the aircraft she booked
    And the same captain flies legs 1 and 2
    And a different captain flies leg 3
    And leg 3 is flown by none of the crew of leg 2
    And every crew member on every leg has a cell phone
