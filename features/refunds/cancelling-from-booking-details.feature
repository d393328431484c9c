@trips
Feature: Maya cancels a trip from her booking details

  Before she confirms, Maya sees what the Terms of Sale give back at this moment: by the time
  left before departure, by what she paid and how, for a trip within the United States or
  abroad. The money goes back the way she paid, once, and she is e-mailed.

  Scenario Outline: <when>: she sees the refund first, then gets it
    Given Maya has paid by <method> for a round trip from Teterboro to <destination>
    And her trip departs in <hours> hours
    When she opens the cancellation of her trip
    Then she is shown a refund of <refund>
    When she confirms the cancellation
    Then her trip is cancelled
    And <refund> goes back to her <method>
    And she is e-mailed that her trip is cancelled

    Examples: Within the United States
      | when                                 | method | destination     | hours | refund                          |
      | More than 72 hours before departure  | card   | West Palm Beach | 100   | all she paid less the 3.5% fee  |
      | More than 72 hours, from the wallet  | wallet | West Palm Beach | 100   | all she paid                    |
      | From 24 to 72 hours                  | card   | West Palm Beach | 48    | half she paid less the 3.5% fee |
      | From 24 to 72 hours, paid by wire    | wire   | West Palm Beach | 30    | half she paid                   |
      | Under 24 hours                       | card   | West Palm Beach | 20    | nothing                         |

    Examples: To the Bahamas
      | when                                 | method | destination | hours | refund                          |
      | More than 120 hours before departure | card   | Nassau      | 130   | all she paid less the 3.5% fee  |
      | From 48 to 120 hours                 | wallet | Nassau      | 100   | half she paid                   |
      | Under 48 hours                       | card   | Nassau      | 40    | nothing                         |

  Scenario: The refund moves into another band while she looks: nothing happens
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    And her trip departs in 73 hours
    When she opens the cancellation of her trip
    Then she is shown a refund of all she paid less the 3.5% fee
    When 2 hours pass before she confirms the cancellation
    Then she sees that the refund has changed to half she paid less the 3.5% fee
    And her trip is still booked
    And nothing is refunded

  Scenario: Confirming twice, from two windows, refunds once
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    When she confirms the cancellation twice, from two windows
    Then she sees "This booking is already cancelled."
    And she is refunded once

  Scenario: A cancelled trip cannot be cancelled again
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    And she has cancelled it
    When she opens the cancellation of her trip
    Then she sees "This booking is already cancelled."
    And she is refunded once

  Scenario: A trip that has flown cannot be cancelled
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    And her trip has flown
    When she opens the cancellation of her trip
    Then she sees "This trip has already flown and can no longer be cancelled."
    And nothing is refunded
