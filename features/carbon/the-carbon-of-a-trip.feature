Feature: The carbon of a trip
  Every price Maya is shown says how much carbon dioxide her trip puts in the air: the flights
  she takes, and the flights the aircraft makes empty to reach her and to go home again
  (repositioning), which her price already pays for. The figure is in CO2 equivalent (CO2e),
  for the whole aircraft and per passenger. The Carbon page says how it is worked out.

  @rules
  Scenario Outline: An aircraft emits what it burns over its block time
    When a <type> flies <hours> of block time
    Then it burns <gallons> US gallons of Jet A
    And it emits <emitted> of CO2e

    Examples:
      | type          | hours   | gallons | emitted   |
      | Citation CJ3+ | 2 hours | 298     | 3,474 kg  |
      | G650ER        | 5 hours | 2,500   | 29,144 kg |
      | Citation XLS+ | 1 hour  | 244.5   | 2,850 kg  |

  @rules
  Scenario: A type with no published fuel burn of its own burns its category's
    When a Citation XLS+ flies 1 hour of block time
    Then its fuel burn is the middle of the midsize jets' published range of 198 to 291 gallons an hour

  Scenario: Maya's one-way flight counts the aircraft's empty flights
    Given Maya has searched for a one-way flight from Teterboro to West Palm Beach for 4 passengers, leaving in 10 days
    When she reads the carbon of the light jet
    Then she sees how much CO2e the trip emits, and how much of it the aircraft emits flying empty
    And the share per passenger is a quarter of the whole

  Scenario: Maya's round trip counts both her flights
    Given Maya has searched for a round trip from Teterboro to West Palm Beach for 2 passengers, leaving in 10 days and returning 3 days later
    When she reads the carbon of the light jet
    Then she sees how much CO2e the trip emits
    And the share per passenger is half of the whole

  Scenario: Maya's booking keeps the carbon she was shown
    Given Maya has searched for a round trip from Teterboro to West Palm Beach for 2 passengers, leaving in 10 days and returning 3 days later
    When she reads the carbon of the light jet
    And she books that light jet and reads the carbon of her booking
    Then it is the carbon the results showed

  @web @http-only @trips
  Scenario: Maya downloads her carbon statement
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    When she downloads her carbon statement
    Then it lists her trip with the carbon her booking details state

  @trips
  Scenario: Maya downloads the statement of a year's carbon as a PDF
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach
    When she downloads the carbon statement of the year her trip departs
    Then it states her trip and the year's total with the carbon her booking states

  @rules
  Scenario Outline: An offset retires the trip's emissions rounded up to a tenth of a tonne, at the price per tonne
    When a trip emitting <emitted> is offset at <price> a tonne
    Then its price line reads "<line>" and costs <cost>

    Examples:
      | emitted   | price  | line                       | cost    |
      | 4,180 kg  | $25.00 | Carbon offset: 4.2 t CO2e  | $105.00 |
      | 4,200 kg  | $25.00 | Carbon offset: 4.2 t CO2e  | $105.00 |
      | 29,144 kg | $25.00 | Carbon offset: 29.2 t CO2e | $730.00 |

  @trips
  Scenario: Maya's offset is a line of its own in the price she pays
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach, offsetting its carbon
    When she reads her receipt
    Then it has the carbon offset line with her trip's tonnes at $25.00 a tonne
    And the flight total she paid includes it

  @trips
  Scenario: Maya downloads the certificate of her offset
    Given Maya has paid by card for a round trip from Teterboro to West Palm Beach, offsetting its carbon
    And the registry has retired her offset
    When she downloads her offset certificate from her booking details
    Then it states the retirement serial, the tonnes retired and her booking reference
