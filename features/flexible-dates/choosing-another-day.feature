Feature: Choosing another day from the results
  Beside her results Maya sees what her trip costs if she leaves up to three days earlier or
  later. She can pick one of those days and book it at the price she was shown.

  Scenario: Maya moves her round trip two days later at the price the strip showed
    Given Maya has searched for a round trip from Teterboro to West Palm Beach for 2 passengers, leaving in 10 days and returning 3 days later
    When she looks at the light jet prices of the days around her departure
    Then she sees a price for each of the 3 days before and the 3 days after it
    When she chooses the day 2 days later
    Then her trip leaves 2 days later and returns 2 days later
    And the light jet costs what the strip showed for that day
    When she books the light jet
    Then the review of her booking shows that price

  Scenario: Days too soon to book online are shown as unavailable
    Given Maya has searched for a one-way flight from Teterboro to West Palm Beach for 2 passengers, leaving in 3 days
    When she looks at the light jet prices of the days around her departure
    Then the 2nd and 3rd days before her departure are shown as unavailable
    And the day before her departure has a price
