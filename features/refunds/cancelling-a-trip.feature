@rules
Feature: What a customer gets back when a trip is cancelled

  Scenario Outline: Maya cancels a round trip within the United States
    Given Maya paid <paid> by <method> for a round trip from Teterboro to West Palm Beach
    When she cancels it <hours> hours before departure
    Then she is refunded <refund>

    Examples: more than 72 hours before departure: everything, less the card fee
      | paid    | method | hours | refund  |
      | $12,000 | card   | 80    | $11,580 |
      | $12,000 | wire   | 80    | $12,000 |
      | $12,000 | wallet | 500   | $12,000 |

    Examples: from 24 to 72 hours before departure: half
      | paid    | method | hours | refund |
      | $12,000 | wire   | 72    | $6,000 |
      | $12,000 | card   | 48    | $5,790 |
      | $12,000 | wire   | 24    | $6,000 |

    Examples: under 24 hours before departure: nothing
      | paid    | method | hours | refund |
      | $12,000 | card   | 23    | $0     |

  Scenario: Costs already paid to others are kept
    Given Maya paid $12,000 by wire for a round trip from Teterboro to West Palm Beach
    And $1,500 of it was already spent on catering
    When she cancels it 100 hours before departure
    Then she is refunded $10,500

  Scenario Outline: Maya cancels an international round trip
    Given Maya paid <paid> by <method> for a round trip from Teterboro to Nassau
    When she cancels it <hours> hours before departure
    Then she is refunded <refund>

    Examples: more than 120 hours before departure: everything, less the card fee
      | paid    | method | hours | refund  |
      | $20,000 | card   | 121   | $19,300 |
      | $20,000 | wallet | 200   | $20,000 |

    Examples: from 48 to 120 hours before departure: half
      | paid    | method | hours | refund |
      | $20,000 | wire   | 120   | $10,000 |
      | $20,000 | card   | 72    | $9,650  |
      | $20,000 | wire   | 48    | $10,000 |

    Examples: under 48 hours before departure: nothing
      | paid    | method | hours | refund |
      | $20,000 | card   | 47    | $0     |

  Scenario: Costs already paid to others are kept on an international trip too
    Given Maya paid $20,000 by card for a round trip from Teterboro to Nassau
    And $2,000 of it was already spent on catering
    When she cancels it 130 hours before departure
    Then she is refunded $17,370

  Scenario Outline: Some trips are not refundable
    Given Maya paid $9,000 by card for <trip>
    When she cancels it 300 hours before departure
    Then she is refunded $0

    Examples:
      | trip                                         |
      | a one-way flight from Van Nuys to Teterboro  |
      | a multi-leg trip from Austin to Teterboro    |
      | an on-demand round trip booked the day before |

  Scenario: A no-show is charged in full
    Given Maya paid $12,000 by card for a round trip from Teterboro to West Palm Beach
    When she does not show up for the flight
    Then she is refunded $0

  Scenario: A flight stopped for security reasons is charged in full
    Given Maya paid $12,000 by card for a round trip from Teterboro to West Palm Beach
    When security prevents the flight
    Then she is refunded $0

  Scenario: The owner of a privately owned aircraft withdraws it before departure
    Given Maya paid $12,000 by card for a round trip from Teterboro to West Palm Beach
    When the aircraft's owner withdraws it before departure
    Then she is refunded $12,000

  Scenario: A hold that lapses returns the deposit less the administrative fee
    Given Maya reserved a trip with the $1,000 deposit
    When the 24-hour hold lapses unpaid
    Then she is refunded $965

  Scenario: Bad weather cancels the return leg
    Given Maya paid $12,000 by card for a round trip from Teterboro to West Palm Beach
    And she has already flown the $6,000 outbound leg
    When weather cancels the rest of the trip
    Then she is refunded $0
    And her account is credited $6,000

  Scenario: The operator cancels for safety and no replacement is accepted
    Given Maya paid $12,000 by card for a round trip from Teterboro to West Palm Beach
    And she has already flown the $6,000 outbound leg
    When the operator cancels the rest of the trip for safety
    Then she is refunded $6,000
