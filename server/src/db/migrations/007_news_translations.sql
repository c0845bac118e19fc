-- Articles in other languages (news/list and news/detail answer a reader in their language, else in
-- the article's own, English). A translation goes with its article.
CREATE TABLE news_translations (
  news_id integer NOT NULL REFERENCES news(id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  abstract text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (news_id, locale)
);
