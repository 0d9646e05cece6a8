export const foundation = /* sql */ `
CREATE TABLE tenants (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  default_country_id integer,
  default_currency text NOT NULL DEFAULT 'USD',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE countries (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  code text NOT NULL,
  name text NOT NULL,
  currencies text[] NOT NULL DEFAULT '{}',
  UNIQUE (tenant_id, code)
);

CREATE TABLE cities (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  country_id integer NOT NULL REFERENCES countries(id) ON DELETE CASCADE,
  name text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  UNIQUE (tenant_id, country_id, name)
);

CREATE TABLE suburbs (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  city_id integer NOT NULL REFERENCES cities(id) ON DELETE CASCADE,
  name text NOT NULL,
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  UNIQUE (tenant_id, city_id, name)
);

CREATE TABLE features (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT 'INTERNAL',
  UNIQUE (tenant_id, name)
);

CREATE TABLE property_types (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  parent_id integer REFERENCES property_types(id) ON DELETE CASCADE,
  name text NOT NULL,
  UNIQUE (tenant_id, name)
);

CREATE TABLE property_type_features (
  type_id integer NOT NULL REFERENCES property_types(id) ON DELETE CASCADE,
  feature_id integer NOT NULL REFERENCES features(id) ON DELETE CASCADE,
  PRIMARY KEY (type_id, feature_id)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  public_id text NOT NULL UNIQUE,
  email text NOT NULL,
  password_hash text NOT NULL,
  roles text[] NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  other_names text NOT NULL DEFAULT '',
  mobile text,
  telephone text,
  image_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, email)
);

CREATE TABLE agents (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  code text NOT NULL,
  name text NOT NULL,
  telephone text,
  whatsapp text,
  description text NOT NULL DEFAULT '',
  image_url text,
  country_id integer REFERENCES countries(id),
  city_id integer REFERENCES cities(id),
  suburb_id integer REFERENCES suburbs(id),
  verified boolean NOT NULL DEFAULT false,
  UNIQUE (tenant_id, code)
);
CREATE INDEX agents_verified_idx ON agents (tenant_id, verified);

CREATE TABLE customers (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  country_id integer REFERENCES countries(id)
);

CREATE TABLE refresh_tokens (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  family_id text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE login_failures (
  id bigserial PRIMARY KEY,
  tenant_id integer NOT NULL REFERENCES tenants(id) ON DELETE CASCADE,
  key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (tenant_id, key, created_at);
`;
