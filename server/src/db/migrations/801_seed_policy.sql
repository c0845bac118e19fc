-- The /policy page's text (spec §2 /policy; the register form links to it as the terms). The spec
-- names no news category for it, so it is category 12, read with news/list like every other text.
INSERT INTO news (c_id, title, abstract, content, sort, updated_at) VALUES
(12, 'User agreement and privacy policy', 'The rules of using this exchange and how your data is handled.',
 '<h2>1. About this service</h2>'
 '<p>This exchange is a reference product built to show a complete trading platform end to end. Balances, deposits and withdrawals are simulated and have <b>no monetary value</b>.</p>'
 '<h2>2. Your account</h2>'
 '<ul><li>You register with an e-mail address or a phone number and keep your password, trade password and verification codes to yourself.</li>'
 '<li>Staff will never ask for your password or codes.</li>'
 '<li>You are responsible for what is done with your account; tell us at once if you think someone else used it.</li></ul>'
 '<h2>3. Trading</h2>'
 '<p>Orders are matched by price and time priority. A placed order can be cancelled while it is open; filled parts cannot be undone. Fees are shown before you confirm.</p>'
 '<h2>4. Invitations</h2>'
 '<p>When a friend registers with your invite code, the relation is recorded once, when the account is created. Your team list shows invited accounts masked, never their full e-mail or phone.</p>'
 '<h2>5. Data we keep</h2>'
 '<ul><li>Your account, the sessions you opened (address and browser) and your orders and balances.</li>'
 '<li>Identity documents you upload for verification, shown only to you and to the review.</li></ul>'
 '<p>We keep only what is needed to run your account and we do not sell it.</p>'
 '<h2>6. Contact</h2>'
 '<p>Questions about these terms: write to support@exchange.local.</p>',
 1, TIMESTAMPTZ '2026-11-01 08:00:00+00');
