@rules
Feature: Passengers on a trip

  Every trip has one lead passenger. Each passenger is on board for at least one leg. Passport
  details are needed only when the trip leaves the United States.

  Background:
    Given Maya has booked a round trip from Teterboro to West Palm Beach

  Scenario: The first passenger leads until Maya names another
    When she adds Ana and then Ben to the trip
    Then Ana is the lead passenger
    When she makes Ben the lead passenger
    Then Ben is the lead passenger
    And the trip has exactly one lead passenger

  Scenario: The lead cannot simply be unmarked
    When she adds Ana to the trip
    And she unmarks Ana as the lead passenger
    Then she is refused with "Each trip needs a lead passenger."

  Scenario: Taking the lead off the trip passes the lead on
    When she adds Ana and then Ben to the trip
    And she takes Ana off the trip
    Then Ben is the lead passenger

  Scenario: A passenger is on board for at least one leg
    When she adds Ana to the trip
    Then Ana is on board for legs 1, 2
    When she takes Ana off every leg
    Then she is refused with "At Least One Leg Must Be Selected."
    When she puts Ana on board for leg 2 only
    Then Ana is on board for legs 2

  Scenario: A trip abroad needs an e-mail and a passport
    Given Maya has booked a one-way trip from Teterboro to Nassau
    When she adds Ana to the trip without a passport
    Then she is refused with "Email is required for international trips"

  Scenario: Another customer cannot reach Maya's trip
    When she adds Ana to the trip
    Then Leo cannot see Maya's trip or add anyone to it
