-- Coin logos are served by the server under /api/logos (the host proxies only /api and /socket.io):
-- the seeded /logos/<coin>.svg paths 404ed through the host.
UPDATE currencies SET logo = '/api/logos/' || lower(name) || '.svg' WHERE logo = '' OR logo LIKE '/logos/%';
