@web @desk @browser-only
Feature: Support desk
  Ana Ruiz works in customer support and Omar Haddad is an administrator. From the support desk
  they find any customer's booking and see all of it, record a wire transfer when the bank has
  it, cancel a trip with the refund the Terms of Sale give, and send a confirmation again. Omar
  also opens and closes staff accounts. Whatever staff read or do is in the audit log, with who
  did it.

  Background:
    Given Ana Ruiz works in support
    And Maya Okafor has paid in full by card for a round trip from Teterboro to West Palm Beach leaving in 20 days
    And Leo Brandt has chosen to pay by wire for a round trip from Teterboro to West Palm Beach leaving in 25 days

  Scenario: Finding bookings by the customer's name and by their status
    When Ana searches the bookings for "Okafor"
    Then she finds Maya's booking and no other
    When Ana searches the bookings waiting for a wire transfer
    Then she finds Leo's booking and no other

  Scenario: Everything about a booking on one page
    Given Maya has added Sam Okafor to her trip as a passenger
    When Ana opens Maya's booking
    Then she sees it is booked, from Teterboro to West Palm Beach and back
    And she sees Sam Okafor among its passengers
    And she sees the card payment Maya made, card fee included
    And she sees the confirmation e-mailed to Maya

  Scenario: A wire transfer received books the trip
    When Ana records that Leo's wire for the amount due has arrived
    Then Leo's booking is booked
    And Leo is e-mailed that his wire was received and his flight is confirmed

  Scenario: Cancelling a paid trip at the customer's request, with the refund the terms give
    When Ana starts cancelling Maya's booking at Maya's request
    Then before anything changes Ana is shown the refund: what Maya paid for the flight less the 3.5% administrative fee, back to her card
    And Ana is asked for her password again
    When Ana confirms with a password that is not hers
    Then she is told it is not her password, and Maya's booking is still booked
    When Ana confirms with her password
    Then Maya's booking is cancelled
    And the refund to Maya's card is recorded with the booking's payments
    And Maya is e-mailed that her booking is cancelled, and about her refund

  Scenario: Sending a confirmation again
    When Ana sends Maya's confirmation again
    Then Maya has received her booking confirmation twice

  Scenario: An administrator opens and closes a support account
    Given Omar Haddad is an administrator
    When Omar opens a support account for Ben Ortega with the password "Dispatch2026"
    Then Ben can sign in to the support desk with "Dispatch2026"
    When Omar disables Ben's account
    Then Ben can no longer sign in with "Dispatch2026"

  Scenario: The audit log says who read and did what
    Given Omar Haddad is an administrator
    When Ana searches the bookings for "Okafor"
    And Ana opens Maya's booking
    And Ana sends Maya's confirmation again
    And Ana records that Leo's wire for the amount due has arrived
    And Ana cancels Maya's booking at Maya's request
    And Omar opens a support account for Ben Ortega with the password "Dispatch2026"
    And Omar disables Ben's account
    Then the audit log, as Omar reads it, shows newest first among its entries:
      | who         | what                   | about          |
      | Omar Haddad | Staff account disabled | Ben Ortega     |
      | Omar Haddad | New staff account      | Ben Ortega     |
      | Ana Ruiz    | Cancellation           | Maya's booking |
      | Ana Ruiz    | Wire received          | Leo's booking  |
      | Ana Ruiz    | Confirmation resent    | Maya's booking |
      | Ana Ruiz    | Booking opened         | Maya's booking |
      | Ana Ruiz    | Bookings searched      | "Okafor"       |

  Scenario: One person's entries in the audit log, found by their e-mail
    Given Omar Haddad is an administrator
    When Ana opens Maya's booking
    And Ana records that Leo's wire for the amount due has arrived
    And Omar opens a support account for Ben Ortega with the password "Dispatch2026"
    Then the audit log of Ana's e-mail, as Omar reads it, holds only Ana's entries, newest first among them:
      | who      | what           | about          |
      | Ana Ruiz | Wire received  | Leo's booking  |
      | Ana Ruiz | Booking opened | Maya's booking |
    And the audit log of Maya's e-mail, as Omar reads it, holds only entries about Maya, among them:
      | who      | what           | about          |
      | Ana Ruiz | Booking opened | Maya's booking |
    And the audit log of "nobody@example.com", as Omar reads it, says "No account has the e-mail nobody@example.com."
