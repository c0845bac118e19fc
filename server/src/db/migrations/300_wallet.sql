-- Wallets beyond spot (server/src/modules/wallet, exchange, payment): deposit and withdrawal
-- networks, deposit addresses, deposits and withdrawals (chain and fiat), transfers between
-- accounts, quick exchanges, payment methods, withdrawal addresses, external bindings.
-- Money is numeric; times are epoch milliseconds (bigint), as in spot.

-- The networks of a currency (spec §3 Wallet info type_data). withdraw_fee is a fixed amount of
-- the currency; a memo network (make_wallet 2) has one shared exchange address and tells users
-- apart by the memo.
CREATE TABLE wallet_chains (
  id serial PRIMARY KEY,
  currency_id integer NOT NULL REFERENCES currencies(id),
  chain text NOT NULL,
  name text NOT NULL,
  contract_address text NOT NULL DEFAULT '',
  min_withdraw numeric(36, 18) NOT NULL CHECK (min_withdraw > 0),
  withdraw_fee numeric(36, 18) NOT NULL CHECK (withdraw_fee >= 0),
  confirmations integer NOT NULL CHECK (confirmations > 0),
  is_default smallint NOT NULL DEFAULT 0,
  sort integer NOT NULL DEFAULT 0,
  shared_address text,
  UNIQUE (currency_id, chain)
);

INSERT INTO wallet_chains (currency_id, chain, name, contract_address, min_withdraw, withdraw_fee, confirmations, is_default, sort, shared_address) VALUES
(1, 'trc20', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 10, 1, 20, 0, 1, NULL),
(1, 'omni', 'OMNI', '31', 100, 5, 3, 0, 2, NULL),
(1, 'erc20', 'ERC20', '0xdAC17F958D2ee523a2206206994597C13D831ec7', 10, 3, 12, 1, 3, NULL),
(2, 'btc', 'BTC', '', 0.001, 0.0005, 3, 1, 1, NULL),
(3, 'eth', 'ETH', '', 0.01, 0.003, 12, 1, 1, NULL),
(4, 'bep20', 'BEP20', '', 0.01, 0.0005, 15, 1, 1, NULL),
(5, 'sol', 'SOL', '', 0.1, 0.01, 32, 1, 1, NULL),
(6, 'xrp', 'XRP', '', 20, 0.25, 3, 1, 1, 'rBjS4kBdsLLk8QeFh8o6ge2oXVrRyY43xr'),
(7, 'bep20', 'BEP20', '0x3EE2200Efb3400fAbB9AacF31297cBdD1d435D47', 10, 1, 15, 1, 1, NULL),
(8, 'doge', 'DOGE', '', 50, 5, 6, 1, 1, NULL),
(9, 'ltc', 'LTC', '', 0.01, 0.001, 6, 1, 1, NULL),
(10, 'trx', 'TRX', '', 10, 1, 20, 1, 1, NULL),
(11, 'erc20', 'ERC20', '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE', 2000000, 200000, 12, 1, 1, NULL),
(12, 'erc20', 'ERC20', '', 5, 0.5, 12, 1, 1, NULL),
(13, 'erc20', 'ERC20', '0xB50721BCf8d664c30412Cfbc6cf7a15145234ad1', 30, 3, 12, 1, 1, NULL),
(14, 'erc20', 'ERC20', '', 20, 2, 12, 1, 1, NULL),
(15, 'erc20', 'ERC20', '', 30, 3, 12, 1, 1, NULL),
(16, 'erc20', 'ERC20', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', 5, 0.5, 12, 1, 1, NULL),
(17, 'erc20', 'ERC20', '0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9', 0.3, 0.03, 12, 1, 1, NULL),
(18, 'erc20', 'ERC20', '0x514910771AF9Ca656af840dff83E8264EcF986CA', 3, 0.3, 12, 1, 1, NULL),
(19, 'erc20', 'ERC20', '0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2', 0.02, 0.002, 12, 1, 1, NULL),
(20, 'erc20', 'ERC20', '0xc00e94Cb662C3520282E6f5717214004A7f26888', 0.6, 0.06, 12, 1, 1, NULL),
(21, 'erc20', 'ERC20', '0xD533a949740bb3306d119CC777fa900bA034cd52', 100, 10, 12, 1, 1, NULL);

-- A user's deposit address per currency and network, made on first request and never changed.
CREATE TABLE deposit_addresses (
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  chain text NOT NULL,
  address text NOT NULL,
  memo text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  PRIMARY KEY (user_id, currency_id, chain),
  UNIQUE (chain, address, memo)
);

-- Deposits (way 'buy') and withdrawals (way 'sell'), by network or, for the fiat account, 'bank'.
-- external: the outside address or account (sender of a deposit, receiver of a withdrawal);
-- internal: the exchange side (the user's deposit address, the exchange's bank account).
CREATE TABLE wallet_records (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  way text NOT NULL CHECK (way IN ('buy', 'sell')),
  channel text NOT NULL,
  account text NOT NULL CHECK (account IN ('change', 'legal')),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  fee numeric(36, 18) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  external text NOT NULL DEFAULT '',
  internal text NOT NULL DEFAULT '',
  memo text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('confirming', 'review', 'credited', 'completed', 'rejected')),
  confirmations integer NOT NULL DEFAULT 0,
  required_confirmations integer NOT NULL DEFAULT 0,
  idempotency_key text,
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX wallet_records_user ON wallet_records (user_id, way, id);
CREATE INDEX wallet_records_status ON wallet_records (status, id);

-- Transfers between two accounts of one user (wallet/change, wallet/hzhistory).
CREATE TABLE wallet_transfers (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  from_field text NOT NULL,
  to_field text NOT NULL,
  created_at bigint NOT NULL,
  CHECK (from_field <> to_field)
);
CREATE INDEX wallet_transfers_user ON wallet_transfers (user_id, id);

-- Quick exchanges (exchange/fast): amount of currency paid, get_total of to_currency received
-- after the fee (in to_currency) at price.
CREATE TABLE exchange_records (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  to_currency_id integer NOT NULL REFERENCES currencies(id),
  amount numeric(36, 18) NOT NULL CHECK (amount > 0),
  price numeric(36, 18) NOT NULL CHECK (price > 0),
  get_total numeric(36, 18) NOT NULL CHECK (get_total > 0),
  fee numeric(36, 18) NOT NULL CHECK (fee >= 0),
  created_at bigint NOT NULL
);
CREATE INDEX exchange_records_user ON exchange_records (user_id, id);

-- Payment methods (user/cash_save): one row per user.
CREATE TABLE payment_methods (
  user_id integer PRIMARY KEY REFERENCES users(id),
  real_name text NOT NULL,
  bank_name text NOT NULL,
  bank_account text NOT NULL,
  bank_branch text NOT NULL,
  alipay_account text NOT NULL,
  wechat_account text NOT NULL,
  wechat_nickname text NOT NULL,
  wechat_collect text NOT NULL,
  alipay_collect text NOT NULL,
  updated_at bigint NOT NULL
);

-- Saved withdrawal addresses (user/settbdz): one per user and currency.
CREATE TABLE withdraw_addresses (
  user_id integer NOT NULL REFERENCES users(id),
  currency_id integer NOT NULL REFERENCES currencies(id),
  address text NOT NULL,
  updated_at bigint NOT NULL,
  PRIMARY KEY (user_id, currency_id)
);

-- An external platform account bound to the user (jc/bind); only a hash of its password is kept.
CREATE TABLE external_bindings (
  user_id integer PRIMARY KEY REFERENCES users(id),
  user_name text NOT NULL,
  password_hash text NOT NULL,
  updated_at bigint NOT NULL
);

-- Settings of the fiat account and quick exchange, by name (decimal values as text).
CREATE TABLE wallet_settings (
  name text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO wallet_settings (name, value) VALUES
('local_currency', 'CNY'),
('local_rate', '6.9641'),
('charge_min', '10'),
('bank_rate', '0.5'),
('bank_min', '100'),
('payee_name', 'Exchange Demo Ltd'),
('payee_bank_name', 'Demo Commercial Bank'),
('payee_bank_account', '6222020200112233445'),
('payee_bank_branch', 'Head Office'),
('exchange_fee_rate', '0.002'),
('exchange_tolerance', '0.01');
