@trips
Feature: Maya changes the dates of a booked trip

  From her booking details Maya asks for new dates or times. The same kind of aircraft is
  priced again for them, and the new price is guaranteed while she decides. A higher price
  costs her the difference, paid by card (with the 3% card fee) or from her wallet; a lower
  one gives back what the Terms of Sale would refund of it. The aircraft must be free, and
  the new dates must be ones she could book online today.

  Scenario: A longer stay costs more: she pays the difference by card
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach, staying 2 nights
    When she asks to fly home 2 days later
    Then she is shown a higher guaranteed price and the difference to pay
    When she pays the difference by card
    Then her trip flies home 2 days later
    And she has been charged the difference plus the 3% card fee
    And she is e-mailed her new dates

  Scenario: A shorter stay costs less: the terms refund the difference
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach, staying 4 nights
    When she asks to fly home 2 days earlier
    Then she is shown a lower guaranteed price and a refund of the difference less the 3.5% fee
    When she confirms the new dates
    Then her trip flies home 2 days earlier
    And the difference less the 3.5% fee goes back to her card
    And she is e-mailed her new dates

  Scenario: She pays a higher price from her wallet
    Given Maya has paid by wallet for a round trip from Teterboro to West Palm Beach, staying 2 nights
    When she asks to fly home 2 days later
    And she pays the difference from her wallet
    Then her trip flies home 2 days later
    And her wallet paid the difference

  Scenario Outline: Dates the rules refuse change nothing: <when>
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach, staying 2 nights
    When she asks to leave <when>
    Then she sees "<message>"
    And her trip keeps its dates

    Examples:
      | when        | message                                                                                                          |
      | yesterday   | The departure time has already passed. Please choose a later date.                                               |
      | in 12 hours | The new departure must be at least 24 hours from now. For a sooner flight, please call our Flight Concierge Team. |
      | in 50 days  | A new departure 45 days or more ahead can only be booked through our Flight Concierge Team.                      |

  Scenario: A cancelled trip cannot be changed
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    And she has cancelled it
    When she asks to fly home 2 days later
    Then she sees "This booking is cancelled and can no longer be changed."
