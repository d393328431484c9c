@web @browser-only @chat
Feature: Concierge chat
  Maya talks to a person of the Flight Concierge Team from any page of the site, in a chat she
  can maximise or tuck away. Alex answers from the support desk. They are served by two
  different nodes of the site, sharing one PostgreSQL database, as behind the load balancer.
  When nobody can answer now, the reply comes by e-mail, with a link back to the conversation.

  Scenario: Each message reaches the other side live, both ways
    Given Maya is signed in on one node of the site
    And Alex of the Flight Concierge Team is at the support desk on another node
    When Maya opens the chat and writes "Hello, is anyone there?"
    Then Alex finds Maya waiting in his inbox
    When Alex takes the conversation
    Then Maya is told that Alex has joined
    When Maya writes "Can my dog fly with me to Aspen?"
    Then Alex reads it without reloading
    When Alex replies "Yes: dogs fly free with us."
    Then Maya reads it without reloading
    And Alex sees that Maya has read his reply

  Scenario: The conversation survives a reload and a dropped connection
    Given Maya and Alex are talking in the chat
    When Maya reloads the page
    Then her chat shows the whole conversation again
    When her connection drops
    And Alex replies "Are you still there?"
    And her connection comes back
    Then Maya reads "Are you still there?"
    And she sees no message twice

  Scenario: The chat maximised, restored and minimised with the unread count
    Given Maya and Alex are talking in the chat
    When Maya maximises the chat
    Then it fills her window
    When she restores it and minimises it
    And Alex replies "One more thing: the catering menu is ready."
    Then her chat button shows 1 unread message
    When she opens the chat again
    Then Maya reads "One more thing: the catering menu is ready."
    And her chat button shows no unread message

  @concierge-away
  Scenario: Nobody can answer now, so the reply comes by e-mail with a link back
    Given the Flight Concierge Team is away
    And Alex of the Flight Concierge Team is at the support desk on another node
    When Sam, a visitor, writes "Do you fly to Nantucket?" with his name and e-mail
    Then Sam is told the team is away and the reply will come by e-mail
    When Sam leaves the site
    And Alex answers Sam "Yes, every day in summer."
    Then Sam receives an e-mail with that reply and a link back to the conversation
    And the link opens the conversation, with the reply, in another browser
