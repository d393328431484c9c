@rules
Feature: Entering a card

  The card form recognises the card's brand from its first digits, groups the number as it is
  typed, formats the expiry as MM/YY and checks the details before the card is sent to the card
  processor. Card numbers never reach Contrail's servers.

  Scenario Outline: The brand is recognised from the first digits
    When Maya types the card number <number>
    Then the card is recognised as <brand>
    And the number shows as <shown>

    Examples:
      | number           | brand                | shown               |
      | 4111111111111111 | Visa                 | 4111-1111-1111-1111 |
      | 4026000000000002 | Visa Electron        | 4026-0000-0000-0002 |
      | 5555555555554444 | Mastercard           | 5555-5555-5555-4444 |
      | 378282246310005  | AMEX                 | 3782-822463-10005   |
      | 6011111111111117 | Discover             | 6011-1111-1111-1117 |
      | 36227206271667   | Diners               | 3622-7206-2716-67   |
      | 30569309025904   | Diners Carte Blanche | 3056-9309-0259-04   |
      | 3530111333300000 | JCB                  | 3530-1113-3330-0000 |

  Scenario Outline: The expiry is formatted as it is typed
    When Maya types the expiry <typed>
    Then the expiry shows as <shown>

    Examples:
      | typed | shown |
      | 1     | 1     |
      | 12    | 12    |
      | 123   | 12/3  |
      | 1230  | 12/30 |
      | 12305 | 12/30 |

  Scenario Outline: Card details are checked before the card is sent
    Given Maya enters the card <number> for "<name>", expiring <expiry>, security code <code>
    When she pays with it
    Then the card is <answer>

    Examples:
      | number              | name        | expiry | code | answer                                      |
      | 4111-1111-1111-1111 | Maya Okafor | 12/30  | 123  | accepted                                    |
      | 3782-822463-10005   | Maya Okafor | 12/30  | 1234 | accepted                                    |
      | 3782-822463-10005   | Maya Okafor | 12/30  | 123  | refused: "Credit card details are not valid!" |
      | 4111-1111-1111-1111 | Maya Okafor | 12/30  | 1234 | refused: "Credit card details are not valid!" |
      | 4111-1111-1111-1112 | Maya Okafor | 12/30  | 123  | refused: "Credit card details are not valid!" |
      | 4111-1111-1111-1111 |             | 12/30  | 123  | refused: "Credit card details are not valid!" |
      | 4111-1111-1111-1111 | Maya Okafor | 1230   | 123  | refused: "Credit card details are not valid!" |
      | 4111-1111-1111-1111 | Maya Okafor | 02/27  | 123  | refused: "Credit card details are not valid!" |
