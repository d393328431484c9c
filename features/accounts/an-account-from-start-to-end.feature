Feature: An account from sign-up to deletion
  A traveller creates an account with her e-mail, looks after it, and can leave whenever she
  wants: nothing keeps her account once she asks for it to be deleted.

  # Runs with the http and browser drivers; the domain driver does not carry these tasks yet.
  @web
  Scenario: Maya signs up by e-mail, looks after her account and deletes it
    Given Maya is visiting Contrail
    When she signs up with her e-mail "maya@example.com" and the password "Jetstream2026"
    And she confirms her e-mail with the code from her inbox
    Then she is shown "Signed up. Please login to continue."
    When she signs in with the password "Jetstream2026"
    And she changes her last name to "Adeyemi"
    Then she is shown "Changes Saved Successfully"
    When she changes her password to "Skylane2027" with the code from her inbox
    Then she is shown "Password changed successfully."
    When she signs out
    And she resets her forgotten password to "Tailwind2028" with the code from her inbox
    Then she is shown "Password reset is successful."
    When she signs in with the password "Tailwind2028"
    And she deletes her account, typing DELETE to confirm
    Then she is shown "Account Deleted Successfully"
    And she can no longer sign in with the password "Tailwind2028"
