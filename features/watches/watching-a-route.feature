@watches
Feature: Watching a route
  Maya flies between New York and Palm Beach. An empty leg on that route is sold once and gone,
  so she asks Contrail to watch it: from and to (an airport, or a metro area such as "New York"
  for Teterboro, White Plains, Morristown, Republic, JFK, LaGuardia and Newark), the days she
  could fly, her party and the aircraft she would take. When an empty leg appears that fits,
  she hears of it once, by e-mail and on her phone as she chose, at most once a day per watch:
  further legs that day wait for the next day's digest. She can also watch the guaranteed price
  of a trip she searched: Contrail prices it again every day and tells her when it has fallen by
  at least the share she chose, with a link to book it at that price. Each alert e-mail can pause
  its watch with one click, without signing in.

  Background:
    Given Maya watches empty legs from "New York" to "West Palm Beach" for the next 30 days, for 2 passengers in a light jet

  Scenario: An empty leg appearing on a watched metro-area route alerts her once
    When an empty light jet leg appears from Teterboro to West Palm Beach in 10 days
    Then Maya receives one alert for that watch, naming the leg from KTEB to KPBI and linking to it
    When the watches are matched again
    Then Maya has still received one alert for that watch

  Scenario: A second leg on the same day comes in the next day's digest
    Given an empty light jet leg from Teterboro to West Palm Beach in 10 days has been alerted today
    When an empty light jet leg appears from White Plains to West Palm Beach in 12 days
    Then Maya has still received one alert for that watch
    When it is the next day
    Then Maya receives a digest for that watch naming the leg from KHPN to KPBI

  Scenario: A leg that does not fit her watch tells her nothing
    When an empty light jet leg appears from Teterboro to Las Vegas in 10 days
    And an empty light jet leg appears from Teterboro to West Palm Beach in 45 days
    Then Maya has received no alert

  Scenario: The one-click unsubscribe of an alert pauses that watch without signing in
    Given an empty light jet leg from Teterboro to West Palm Beach in 10 days has been alerted today
    When her mail program posts the alert's one-click unsubscribe
    Then her watch is paused
    And a new leg on that route tells her nothing

  Scenario Outline: Bad input gets a clear message and changes nothing
    When Maya asks to watch <what>
    Then Maya is told "<message>"
    And she still has 1 watch

    Examples:
      | what                                                         | message                                                        |
      | empty legs from "Atlantis" to "West Palm Beach"              | Please choose a known airport or city to fly from.             |
      | empty legs from "New York" to "West Palm Beach" for 61 days  | Please choose a window of at most 60 days.                     |
      | empty legs from "New York" to "New York"                     | Error: Departure Airport cant be same as Arrival Airport!      |

  Scenario: At most 20 active watches
    Given Maya has 20 active watches
    When Maya asks to watch empty legs from "Chicago" to "Aspen"
    Then Maya is told "You can watch at most 20 routes at once. Pause or delete one first."

  @web
  Scenario: A leg sold before she clicks shows the other legs of the route
    Given an empty light jet leg from Teterboro to West Palm Beach in 10 days has been alerted today
    And another empty light jet leg from Teterboro to West Palm Beach in 11 days is on sale
    And someone else has booked and paid for the leg of her alert
    When Maya opens the alert's link
    Then the alert's page says "This flight has been booked. Here are the other empty legs of this route."
    And the alert's page says "One empty leg"

  Scenario: A price drop past her threshold alerts her, a smaller one does not
    Given Maya watches the guaranteed price of a round trip from Teterboro to Aspen, alerting on a 10% drop
    When the price of that trip falls by 5%
    Then Maya has received no alert
    When the price of that trip falls by 12%
    Then Maya receives an alert with the new price and a link to book it
    When the price of that trip stays there
    Then Maya has still received one price alert

  Scenario: She changes a watch in place
    When Maya changes her watch to the next 20 days for 4 passengers
    Then her watch covers the next 20 days for 4 passengers
    And she still has 1 watch

  Scenario: A watch of a price needs a threshold she can reach
    When Maya asks to watch the guaranteed price of a one way trip from Teterboro to Aspen, alerting on a 0% drop
    Then Maya is told "Please choose a drop of 1 to 90 percent."
    And she still has 1 watch
