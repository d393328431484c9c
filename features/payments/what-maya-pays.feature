@rules
Feature: What Maya pays at checkout

  The review page shows the aircraft price, the taxes, the add-ons, the rewards applied, the 3%
  card fee when paying by card, and, when reserving, the $1,000 deposit and what is due later.

  Background:
    Given Maya's trip costs $20,000 for the aircraft, $1,500 in taxes and $500 in add-ons

  Scenario Outline: The 3% card fee is added to the total when paying by card or Apple Pay
    When she chooses to <way>
    Then the card fee is <fee>
    And she pays <today> today

    Examples:
      | way                | fee  | today   |
      | pay now by card    | $660 | $22,660 |
      | pay with Apple Pay | $660 | $22,660 |
      | pay now by wallet  | $0   | $22,000 |
      | pay by wire        | $0   | $22,000 |

  Scenario: Reserving takes the $1,000 deposit today, and the rest is due within the hold
    When she chooses to reserve by card
    Then she pays $1,000 today
    And $21,000 is due within 24 hours
    And paying that balance by card adds a card fee of $630

  Scenario: Rewards she applies lower the flight cost, and the card fee with it
    Given she applies $800 of her rewards
    When she chooses to pay now by card
    Then the flight costs $21,200
    And the card fee is $636
    And she pays $21,836 today
