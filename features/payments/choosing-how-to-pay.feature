@rules
Feature: Choosing how to pay on the review page

  Maya reviews her trip, then chooses to pay in full or to reserve it, and one way to pay.

  Rule: Each way to pay belongs to one option, and only one way is ticked at a time

    Scenario Outline: Choosing a way to pay picks its option and unticks the other ways
      Given Maya has chosen to <earlier>
      When she chooses to <later>
      Then her payment option is "<option>"
      And "<later>" is the only way to pay ticked

      Examples:
        | earlier            | later              | option      |
        | pay now by card    | pay now by wallet  | pay in full |
        | pay now by wallet  | reserve by card    | reserve     |
        | reserve by card    | pay with Apple Pay | pay in full |
        | pay with Apple Pay | pay by wire        | pay in full |
        | pay by wire        | pay now by card    | pay in full |

    Scenario: Choosing an option clears the way to pay
      Given Maya has chosen to pay now by card
      When she chooses the option to pay in full
      Then no way to pay is ticked

    Scenario: Reserving has one way to pay, so choosing it ticks that way
      When Maya chooses the option to reserve
      Then "reserve by card" is the only way to pay ticked

  Rule: Confirm needs a choice, a phone number, and, in the peak travel period, an acknowledgement

    Scenario Outline: What stops Confirm
      Given Maya has <choice>
      And her trip is <peak> the peak travel period
      And she has <ticked> the peak travel acknowledgement
      When she presses Confirm
      Then she is stopped with "<message>"

      Examples:
        | choice                   | peak   | ticked     | message                                                                                  |
        | not chosen how to pay    | not in | not ticked | Selection is required to confirm booking.                                                |
        | chosen not to pay now    | not in | not ticked | Selection is required to confirm booking.                                                |
        | chosen to pay now by card | in     | not ticked | By Clicking the above you acknowledge the current Peak Travel Period to continue booking. |
        | chosen to reserve by card | in     | not ticked | By Clicking the above you acknowledge the current Peak Travel Period to continue booking. |

    Scenario Outline: Confirm goes ahead
      Given Maya has chosen to <way>
      And her trip is <peak> the peak travel period
      And she has <ticked> the peak travel acknowledgement
      When she presses Confirm
      Then her payment goes ahead

      Examples:
        | way             | peak   | ticked     |
        | pay now by card | not in | not ticked |
        | pay by wire     | in     | ticked     |

    Scenario: A phone number is needed before paying
      Given Maya has no phone number on her profile
      And she has chosen to pay now by card
      When she presses Confirm
      Then she is stopped with "Please enter a phone number"
