@rules
Feature: Categories with no aircraft to offer, and the recommended category

  Scenario: No light or midsize jet seats nine passengers
    When Maya asks for a one-way flight from Teterboro to West Palm Beach for 9 passengers
    Then the light jet category is unavailable
    And the midsize jet category is unavailable
    And a turbo-prop is offered

  Scenario: The only light jet is already booked
    Given the only light jet available is based at Teterboro
    And every light jet is already booked around the trip
    When Maya asks for a one-way flight from Teterboro to West Palm Beach for 4 passengers
    Then the light jet category is unavailable

  Scenario Outline: The recommended category is the cheapest that flies without a fuel stop
    When Maya asks for a <trip> from <from> to <to> for 4 passengers
    Then the recommended category is <recommended>

    Examples:
      | trip           | from      | to              | recommended       |
      | round trip     | Teterboro | West Palm Beach | light jet         |
      | one-way flight | Van Nuys  | Teterboro       | super midsize jet |

  Scenario: The light jet is cheaper but stops, so it is not the one recommended
    When Maya asks for a one-way flight from Van Nuys to Teterboro for 4 passengers
    Then the light jet costs less than the super midsize jet
    And the recommended category is super midsize jet

  Scenario: Nothing is recommended when every aircraft offered needs a stop
    Given every large jet is already booked around the trip
    When Maya asks for a one-way flight from Teterboro to London Heathrow for 4 passengers
    Then no category is recommended
