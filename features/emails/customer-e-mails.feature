@web @http-only @email
Feature: Customer e-mails
  Maya hears about everything that happens to her money, her trip and her account by e-mail,
  with the amounts, the dates and links back to her booking. Her flight is confirmed when the
  e-mail says her payment was processed.

  Background:
    Given Maya has a Contrail account with the e-mail "maya@example.com"
    And her browser's time zone is "America/Chicago"

  Scenario: A flight paid in full by card is confirmed by e-mail with the itinerary attached
    Given she has chosen a light jet for a round trip from Teterboro to West Palm Beach in 10 days
    When she pays for it in full by card
    Then she receives an e-mail "Your flight is confirmed: booking <her booking>"
    And it says she paid the amount charged to her card ending 1111, with the 3% card fee
    And it names the route "KTEB - KPBI - KTEB", both departures and the aircraft "Light Jet"
    And it links to her booking details, her itinerary and the itinerary's PDF
    And her itinerary PDF and a calendar file for her flights are attached

  Scenario: A reservation with the deposit says what is due, by when on her clock, and how to pay it
    Given she has chosen a light jet for a round trip from Teterboro to West Palm Beach in 10 days
    When she reserves it with the $1,000 deposit by card
    Then she receives an e-mail "Your flight is reserved until <the hold's end on her clock>: booking <her booking>"
    And it says she paid the $1,000 deposit and how much is still due
    And it links to paying the balance by card and gives the bank details for a wire

  Scenario: Paying by wire: the bank details first, the confirmation when the wire arrives
    Given she has chosen a light jet for a round trip from Teterboro to West Palm Beach in 10 days
    When she decides to pay by wire transfer
    Then she receives an e-mail "Wire transfer details for booking <her booking>"
    And it gives the amount to wire, the bank details and the hold's end on her clock
    When her wire transfer arrives and support records it
    Then she receives an e-mail "Wire received, your flight is confirmed: booking <her booking>"
    And her itinerary PDF and a calendar file for her flights are attached

  Scenario: A hold left unpaid: a reminder, then the cancellation and the deposit's refund
    Given she has reserved a light jet for a round trip from Teterboro to West Palm Beach with the $1,000 deposit
    When 18 hours have passed
    Then she receives an e-mail "Reminder: your hold on booking <her booking> ends <the hold's end on her clock>"
    When the hold ends with the balance unpaid
    Then she receives an e-mail "Your reservation <her booking> was cancelled"
    And it says $965.00 of her $1,000.00 deposit is refunded after the $35.00 administrative fee
    And she receives an e-mail "Your refund of $965.00 for booking <her booking>"
    And it says the refund goes to her card ending 1111 and when it shows on her statement

  Scenario: With reminders turned off she gets no reminder, but still hears about her money
    Given she has turned e-mail notifications off in her account
    And she has reserved a light jet for a round trip from Teterboro to West Palm Beach with the $1,000 deposit
    When the hold ends with the balance unpaid
    Then she receives an e-mail "Your reservation <her booking> was cancelled"
    And she has received no reminder

  Scenario: The final itinerary two days before departure, and again when the operator changes it
    Given she has paid in full for a light jet from Teterboro to West Palm Beach departing in 3 days
    When it is two days before her departure
    Then she receives an e-mail "Your final itinerary for booking <her booking>"
    And it names her crew, the tail number and the FBOs, and links to her itinerary
    When the operator assigns another crew to her flight
    Then she receives an e-mail "Your itinerary for booking <her booking> has changed"

  Scenario: A limo request is acknowledged
    Given she has paid in full for a light jet from Teterboro to West Palm Beach departing in 10 days
    When she orders an SUV to take her to the airport
    Then she receives an e-mail "We received your ground transportation request for booking <her booking>"
    And it names the vehicle "SUV" and her pickup address

  Scenario: Her password changed, then her account deleted
    When she changes her password
    Then she receives an e-mail "Your Contrail password was changed"
    When she deletes her account
    Then she receives an e-mail "Your Contrail account was deleted"
