@rules
Feature: Tail number and crew on every leg of an itinerary

  Background:
    Given Maya's trip has three legs

  Scenario: The operator names the crew only on the first leg
    Given the operator has named Captain Dana Whitfield on leg 1
    And legs 2 and 3 are set to keep the same crew
    When Maya reads her itinerary
    Then Captain Dana Whitfield is on the crew of every leg

  Scenario: A leg with its own crew keeps it, and later legs follow the nearest named crew
    Given the operator has named Captain Dana Whitfield on leg 1
    And the operator has named Captain Luis Ortega on leg 2
    And leg 3 is set to keep the same crew
    When Maya reads her itinerary
    Then Captain Dana Whitfield is on the crew of leg 1
    And Captain Luis Ortega is on the crew of leg 2
    And Captain Luis Ortega is on the crew of leg 3

  Scenario: A leg set to its own crew does not borrow one
    Given the operator has named Captain Dana Whitfield on leg 1
    And leg 2 is set to its own crew, not yet named
    When Maya reads her itinerary
    Then leg 2 shows no crew yet

  Scenario: The tail number is the first one the operator gives
    Given the operator has given tail number N350CT on leg 2
    When Maya reads her itinerary
    Then every leg shows tail number N350CT

  Scenario: No tail number yet
    When Maya reads her itinerary
    Then every leg shows tail number N/A

  Scenario: A leg the operator has not set either way keeps the earlier crew
    Given the operator has named Captain Dana Whitfield on leg 1
    And the operator has said nothing about the crew of leg 2
    When Maya reads her itinerary
    Then Captain Dana Whitfield is on the crew of leg 2

  Scenario: The crew carried forward is the nearest earlier one that has a name
    Given the operator has named Captain Dana Whitfield on leg 1
    And leg 2 is set to its own crew, not yet named
    And leg 3 is set to keep the same crew
    When Maya reads her itinerary
    Then leg 2 shows no crew yet
    And Captain Dana Whitfield is on the crew of leg 3

  Scenario: A crew member's missing cell phone reads N/A
    Given the operator has named Captain Dana Whitfield on leg 1 without a cell phone
    When Maya reads her itinerary
    Then the cell phone of Captain Dana Whitfield on leg 1 shows N/A

  Scenario: Of two tail numbers, the one on the earlier leg is shown
    Given the operator has given tail number N512CT on leg 3
    And the operator has given tail number N350CT on leg 2
    When Maya reads her itinerary
    Then every leg shows tail number N350CT
