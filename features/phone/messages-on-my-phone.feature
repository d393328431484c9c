@http-only @phone
Feature: Messages on my phone
  Maya hears about her flights on her phone as she chose in My Account > Notifications: what
  matters most (her flight confirmed, her hold running out, her itinerary, a refund, the
  concierge's reply) reaches her phone as a text with text messages on, and as a notification
  on each device where she turned notifications on, beside the e-mail. Three hours before each
  of her flights her phone alone tells her where to go and which aircraft she flies. Never a
  text at night on her clock, but on the day of a flight: it waits for the morning. Replying
  STOP stops the texts at once, START brings them back, HELP says who we are.

  Background:
    Given Maya has an account whose phone number is "(212) 555-0100", on the clock of "America/New_York"

  Scenario: With texts on, her confirmed flight is texted to her phone and e-mailed as ever
    Given she has turned text messages on
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 14:00 on her clock
    Then her phone "+12125550100" receives a text "Contrail: your flight KTEB-KPBI-KTEB departing <her departure> is confirmed (booking <her booking>). <her booking's page>"
    And her flight's confirmation is e-mailed to her as well

  Scenario: With texts off, no text
    Given she has turned text messages off
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 14:00 on her clock
    Then her phone receives no text
    And her flight's confirmation is e-mailed to her as well

  Scenario: No text at night: the confirmation waits for 08:00 on her clock
    Given she has turned text messages on
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 23:30 on her clock
    Then her phone receives no text
    When it is 07:59 the next morning on her clock
    Then her phone receives no text
    When it is 08:00 the next morning on her clock
    Then her phone "+12125550100" receives a text that begins "Contrail: your flight KTEB-KPBI-KTEB"

  Scenario: Replying STOP stops her texts at once, and START brings them back
    Given she has turned text messages on
    When she replies "STOP" to our number
    Then she is answered "Contrail: you will get no more texts from us. Reply START to resume, HELP for help."
    And her account shows text messages off
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 14:00 on her clock
    Then her phone receives no text
    When she replies "start" to our number
    Then her account shows text messages on

  Scenario: With notifications on, each of her devices is notified once
    Given she has turned notifications on in the browsers of her phone and of her laptop
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 14:00 on her clock
    Then her phone and her laptop are each notified once: "Your flight is confirmed", opening her booking's page

  Scenario: With notifications off, none of her devices is notified
    Given she has turned notifications on in the browsers of her phone and of her laptop
    And she has turned notifications off in her account
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 14:00 on her clock
    Then none of her devices is notified

  Scenario: A device the push service no longer knows is forgotten
    Given she has turned notifications on in the browsers of her phone and of her laptop
    And her laptop's browser has since dropped its subscription
    When she books a round trip from Teterboro to West Palm Beach and pays in full at 14:00 on her clock
    Then her phone is notified once: "Your flight is confirmed", opening her booking's page
    And her laptop is no longer among her devices

  Scenario: Three hours before each of her flights, her phone tells her where to go and which aircraft
    Given she has turned text messages on
    And she has turned notifications on in the browsers of her phone and of her laptop
    And she has booked a round trip from Teterboro to West Palm Beach and paid in full
    When it is 3 hours and 1 minute before her flight out
    Then her phone has no flight-day message yet
    When it is 3 hours before her flight out
    Then her phone "+12125550100" receives the text "Contrail: today's flight KTEB-KPBI departs <its time> from <its FBO>. Aircraft <its tail number>. <her itinerary's page>"
    And her phone and her laptop are each notified "Your flight is today", opening her itinerary
    When it is 3 hours before her flight home
    Then her phone "+12125550100" receives the text "Contrail: today's flight KPBI-KTEB departs <its time> from <its FBO>. Aircraft <its tail number>. <her itinerary's page>"
    And her flight-day messages were not e-mailed

  Scenario: HELP says who is texting and how to reach the concierge
    When she replies "HELP" to our number
    Then she is answered "Contrail: booking and flight texts. Help: concierge@contrail.example or +1 (888) 555-0142. Msg & data rates may apply. Reply STOP to stop."

  @web
  Scenario: A reply that our text provider did not sign changes nothing
    Given she has turned text messages on
    When someone posts "STOP" from her number without our text provider's signature
    Then it is refused: "This request is not signed by our text message provider."
    And her account shows text messages on
