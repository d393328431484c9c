Feature: Booking an empty leg
  When Sam's trip leaves a light jet to fly home empty, Contrail lists that flight as an empty
  leg at 75% off. Maya books it like any other flight; once she has paid, nobody else can.

  Background:
    Given Sam has paid for a one-way light jet trip from Teterboro to West Palm Beach leaving in 10 days

  Scenario: The aircraft's flight home is listed at 75% off its charter price
    When Maya looks at the empty legs for 2 passengers
    Then she sees a light jet empty leg from West Palm Beach to the aircraft's home base, leaving after Sam lands
    And its aircraft price is 75% off what the aircraft costs for that flight as a charter

  Scenario: Maya books the empty leg at its listed price, and it is no longer offered
    When Maya looks at the empty legs for 2 passengers
    And she books the empty leg from West Palm Beach for 2 passengers
    Then the review of her booking shows the listed price
    When she pays for it in full
    Then the empty leg from West Palm Beach is no longer listed
    And Sam's trip is still booked on the same aircraft at the same times

  Scenario: An empty leg cannot be sold twice
    Given Leo has the empty legs open for 2 passengers
    And Maya has booked and paid for the empty leg from West Palm Beach
    When Leo books the empty leg from West Palm Beach from the list he has open
    Then Leo is told the empty leg is no longer available
