-- The Hong Kong news (009) wrote "account" 帳戶 where every screen of the product says 賬戶 (the
-- hk locale files, checked by shared/i18n's sameNames test): one word for one thing.
UPDATE news_translations
SET title = replace(title, '帳戶', '賬戶'),
    abstract = replace(abstract, '帳戶', '賬戶'),
    content = replace(content, '帳戶', '賬戶')
WHERE locale = 'hk' AND (title || abstract || content) LIKE '%帳戶%';
