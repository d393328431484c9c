@rules
Feature: How soon a trip departs decides how it can be booked and paid

  From the Terms of Sale: an On-Demand Flight (within the United States, booked within 72 hours
  of departure; international, within 120 hours) must be paid in full at booking and cannot be
  held with a deposit. A trip departing within 24 hours is booked by calling the concierge, and
  so is a trip 45 days or more ahead, or to a destination outside North America, Mexico and the
  Caribbean.

  Scenario Outline: Maya books a trip departing in some hours
    When Maya books a <scope> trip departing in <hours> hours
    Then it is booked <how>
    And it is paid <paying>

    Examples: within the United States
      | scope    | hours | how                      | paying                      |
      | domestic | 23    | by calling the concierge | -                           |
      | domestic | 24    | online                   | in full only                |
      | domestic | 71    | online                   | in full only                |
      | domestic | 72    | online                   | in full or with the deposit |
      | domestic | 1,079 | online                   | in full or with the deposit |
      | domestic | 1,080 | by calling the concierge | -                           |

    Examples: abroad
      | scope                          | hours | how                      | paying                      |
      | international (to the Bahamas) | 119   | online                   | in full only                |
      | international (to the Bahamas) | 120   | online                   | in full or with the deposit |
      | international (to London)      | 200   | by calling the concierge | -                           |
