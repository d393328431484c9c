@rules
Feature: Taxes on a charter trip

  Scenario Outline: A trip within the United States
    When Maya asks for a round trip from Teterboro to West Palm Beach for <passengers> passengers
    Then the light jet taxes include the 7.5% federal excise tax on the aircraft price
    And the light jet taxes include <fees> in segment fees
    And the light jet total is the aircraft price plus the taxes

    Examples: $5.20 for each passenger on each of the 2 flights
      | passengers | fees   |
      | 1          | $10.40 |
      | 4          | $41.60 |
      | 7          | $72.80 |

  Scenario: A fuel stop makes two segments
    When Maya asks for a one-way flight from Van Nuys to Teterboro for 4 passengers
    Then the light jet taxes include $41.60 in segment fees

  Scenario Outline: A flight abroad pays the international head tax instead
    When Maya asks for a one-way flight from Teterboro to Nassau for <passengers> passengers
    Then the light jet taxes include <head tax> in international head tax
    And the light jet taxes include no federal excise tax and no segment fees

    Examples: $22.90 for each passenger leaving the United States
      | passengers | head tax |
      | 2          | $45.80   |
      | 6          | $137.40  |
