@web @http-only
Feature: Signing in safely
  Support staff read every passenger's details and move customers' money, so a stolen password
  alone never opens the support desk. Every staff sign-in also needs a code from an authenticator
  app on the staff member's phone, set up at their first sign-in, or one of ten recovery codes they
  keep on paper. A code works once. Wrong codes are limited as wrong passwords are. An administrator
  resets the second factor of someone who lost their phone. Everything is in the audit log.
  Customers see every device signed in to their account and end any of them, and are told by
  e-mail when a browser they never used signs in. Anyone may sign in with a passkey (their
  fingerprint, face or device PIN) instead of a password; adding or removing one is e-mailed.

  @second-factor
  Rule: A staff sign-in needs a second factor

    Background:
      Given Omar Haddad is an administrator with his authenticator set up
      And Omar has opened a support account for Ben Ortega

    Scenario: The first sign-in sets up the authenticator
      When Ben signs in with his password
      Then the support desk does not open for him yet: he is asked to set up an authenticator app
      When Ben scans the QR code and enters the first code his authenticator shows
      Then he is shown ten recovery codes, once
      And the support desk opens for him
      And the audit log says Ben set up his authenticator

    Scenario: A password alone reaches nothing of the desk
      Given Ben has set up his authenticator
      When Ben signs in with his password
      Then the desk's pages and its API do not answer him
      And he is asked for the code his authenticator shows

    Scenario: A code works once
      Given Ben has set up his authenticator
      When Ben signs in with his password and the code his authenticator shows
      Then the support desk opens for him
      When someone signs in with Ben's password and that same code again
      Then they are told "That code has already been used. Wait for the next code and enter it."
      And the support desk does not open for them

    Scenario: Wrong codes are limited like wrong passwords
      Given Ben has set up his authenticator
      When someone signs in with Ben's password and the code "000000"
      Then they are told "That code is not right. Enter the 6-digit code your authenticator app shows now."
      When they try 10 more wrong codes
      Then they are told "Too many attempts. Please try again in 15 minutes."
      And even the right code is refused until then
      And the audit log says a second factor was refused for Ben

    Scenario: A recovery code instead of the phone, once
      Given Ben has set up his authenticator
      When Ben signs in with his password and one of his recovery codes
      Then the support desk opens for him
      When Ben signs in with his password and the same recovery code again
      Then he is told "That recovery code is not right, or it has already been used."

    Scenario: An administrator resets a lost authenticator
      Given Ben has set up his authenticator
      And Ben is signed in to the support desk
      When Omar resets Ben's second factor
      Then Ben's session at the desk has ended
      And Ben's next sign-in asks him to set up an authenticator app again
      And the audit log says Omar reset Ben's second factor

    Scenario: A staff member's passkey opens the desk without a code
      Given Ben has set up his authenticator
      And Ben is signed in to the support desk
      When Ben adds a passkey on his laptop
      And Ben signs in with his passkey alone
      Then the support desk opens for him
      And the audit log says Ben signed in with a passkey

  @devices
  Rule: Customers see and end their signed-in devices

    Scenario: A new device is told of, listed, and signed out from another
      Given Maya Okafor has an account
      When Maya signs in on her laptop with Chrome on a Mac
      And Maya signs in on her phone with Firefox on Android
      Then Maya is e-mailed that her account was signed in on "Firefox on Android"
      And on her laptop Maya sees two devices, "Chrome on Mac" marked as this device and "Firefox on Android"
      When Maya signs her phone out from her laptop
      Then her phone is no longer signed in
      And her laptop is still signed in, the only device listed

  @passkeys
  Rule: Customers sign in with a passkey instead of their password

    Scenario: Maya adds a passkey and signs in with it
      Given Maya Okafor has an account
      And Maya signs in on her laptop with Chrome on a Mac
      When Maya adds a passkey on her laptop
      Then her laptop's Security tab lists the passkey "Chrome on Mac"
      And Maya is e-mailed that a passkey was added to her account
      When Maya signs in on her phone with her passkey, without her password
      Then her phone is signed in

    Scenario: A removed passkey signs in no more
      Given Maya Okafor has an account
      And Maya signs in on her laptop with Chrome on a Mac
      And Maya adds a passkey on her laptop
      When Maya removes that passkey on her laptop
      Then Maya is e-mailed that a passkey was removed from her account
      And her passkey no longer signs her in: she is told "We don’t recognise that passkey. Sign in with your password, then add the passkey in My Account."

    Scenario: A passkey's answer is used once
      Given Maya Okafor has an account
      And Maya signs in on her laptop with Chrome on a Mac
      And Maya adds a passkey on her laptop
      And Maya signs in on her phone with her passkey, without her password
      When someone sends the same passkey answer again
      Then the second answer is refused with "That passkey request has expired. Please try again."
      And it signs nobody in
