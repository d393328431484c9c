@rules
Feature: The aircraft's empty flights to and from its base are part of the price

  Scenario Outline: A one-way flight pays for the aircraft getting to the trip and home again
    Given the only light jet available is based at <base>
    When Maya asks for a one-way flight from Teterboro to West Palm Beach for 4 passengers
    Then the light jet flies empty <before> before the trip
    And it flies empty <after> after the trip
    And the light jet price pays for every hour it flies, empty or not

    Examples:
      | base            | before                          | after                              |
      | Teterboro       | nowhere                         | from West Palm Beach to Teterboro  |
      | West Palm Beach | from West Palm Beach to Teterboro | nowhere                          |
      | Chicago         | from Chicago to Teterboro       | from West Palm Beach to Chicago    |

  Scenario: On a long stay the aircraft flies home rather than waiting
    Given the only light jet available is based at Teterboro
    When Maya asks for a round trip from Teterboro to West Palm Beach for 4 passengers, staying 14 nights
    Then the light jet flies home and back during her stay
    And no crew overnights are charged

  Scenario: On a short stay the aircraft waits with its crew
    Given the only light jet available is based at Teterboro
    When Maya asks for a round trip from Teterboro to West Palm Beach for 4 passengers, staying 1 night
    Then the light jet waits at West Palm Beach during her stay
    And crew overnights are charged for 1 night
