-- Platform tables: currencies and pairs (read by the engine and the market simulator), accounts,
-- sessions, verification codes, wallets and the ledger. Money is numeric, never float.

CREATE TABLE currencies (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  full_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  logo text NOT NULL DEFAULT '',
  currency_type text NOT NULL DEFAULT 'erc20',
  contract_address text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  is_match smallint NOT NULL DEFAULT 1,
  is_legal smallint NOT NULL DEFAULT 0,
  is_charge smallint NOT NULL DEFAULT 1,
  is_micro smallint NOT NULL DEFAULT 0,
  is_show_memo smallint NOT NULL DEFAULT 0,
  is_lever smallint NOT NULL DEFAULT 0,
  -- credited to every new account when demo funds are on
  demo_amount numeric(36, 18) NOT NULL DEFAULT 0
);

-- A trading pair: currency_id (base) against legal_id (quote). price_tick and amount_step are the
-- engine's integer grid (decimal strings such as '0.01'); seed_price starts the simulated walk.
CREATE TABLE pairs (
  id integer PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies(id),
  legal_id integer NOT NULL REFERENCES currencies(id),
  symbol text NOT NULL UNIQUE,
  category smallint NOT NULL,
  category_text text NOT NULL,
  is_display smallint NOT NULL DEFAULT 1,
  open_coin_trade smallint NOT NULL DEFAULT 1,
  open_microtrade smallint NOT NULL DEFAULT 0,
  open_lever smallint NOT NULL DEFAULT 0,
  sell_status smallint NOT NULL DEFAULT 1,
  lever_share_num numeric(36, 18) NOT NULL DEFAULT 1,
  lever_trade_fee numeric(36, 18) NOT NULL DEFAULT 0,
  spread numeric(36, 18) NOT NULL DEFAULT 0,
  issue_num numeric(36, 0) NOT NULL DEFAULT 0,
  content text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0,
  price_tick text NOT NULL,
  amount_step text NOT NULL,
  seed_price text NOT NULL,
  UNIQUE (currency_id, legal_id)
);

CREATE TABLE countries (
  country_id integer PRIMARY KEY,
  area_code text NOT NULL,
  name_cn text NOT NULL,
  name_en text NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  email text UNIQUE,
  phone text UNIQUE,
  area_code text NOT NULL DEFAULT '',
  area_code_id integer NOT NULL DEFAULT 0,
  nationality text NOT NULL DEFAULT '',
  password_hash text NOT NULL,
  trade_password_hash text,
  extension_code text NOT NULL UNIQUE,
  invited_by integer REFERENCES users(id),
  is_seller smallint NOT NULL DEFAULT 0,
  type smallint NOT NULL DEFAULT 0,
  locale text NOT NULL DEFAULT 'en',
  review_status smallint NOT NULL DEFAULT 0 CHECK (review_status IN (0, 1, 2)),
  real_name text NOT NULL DEFAULT '',
  card_id text NOT NULL DEFAULT '',
  front_pic text NOT NULL DEFAULT '',
  reverse_pic text NOT NULL DEFAULT '',
  hand_pic text NOT NULL DEFAULT '',
  review_submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
);

CREATE TABLE sessions (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One live code per (target, scene): a resend replaces it. Only a hash of the code is kept.
CREATE TABLE verification_codes (
  target text NOT NULL,
  scene text NOT NULL,
  channel text NOT NULL,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (target, scene)
);

-- Balances per user and currency. They change only through applyLedger (src/wallets/ledger.ts).
CREATE TABLE wallets (
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  change_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (change_balance >= 0),
  lock_change_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (lock_change_balance >= 0),
  legal_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (legal_balance >= 0),
  lock_legal_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (lock_legal_balance >= 0),
  micro_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (micro_balance >= 0),
  lock_micro_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (lock_micro_balance >= 0),
  lever_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (lever_balance >= 0),
  lock_lever_balance numeric(36, 18) NOT NULL DEFAULT 0 CHECK (lock_lever_balance >= 0),
  currency_cost_price numeric(36, 18) NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, currency_id)
);

-- The exchange's own accounts per currency: 'fees' collected, 'issuance' (demo funds and, later,
-- deposits enter through it, so it goes negative), and whatever later modules need.
CREATE TABLE house_accounts (
  currency_id integer NOT NULL REFERENCES currencies(id),
  account text NOT NULL,
  balance numeric(36, 18) NOT NULL DEFAULT 0,
  PRIMARY KEY (currency_id, account)
);

-- One row per balance change. Rows of one operation share op_id and sum to zero per currency.
CREATE TABLE ledger (
  id bigserial PRIMARY KEY,
  op_id text NOT NULL,
  user_id integer REFERENCES users(id),
  house_account text,
  currency_id integer NOT NULL REFERENCES currencies(id),
  field text NOT NULL,
  amount numeric(36, 18) NOT NULL,
  reason text NOT NULL,
  ref text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((user_id IS NULL) <> (house_account IS NULL))
);
CREATE INDEX ledger_user ON ledger (user_id, currency_id, id);
CREATE INDEX ledger_op ON ledger (op_id);

CREATE TABLE uploads (
  name text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  mime text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE news (
  id serial PRIMARY KEY,
  c_id integer NOT NULL,
  title text NOT NULL,
  abstract text NOT NULL DEFAULT '',
  content text NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_category ON news (c_id, sort, id);
