-- IEO projects in other languages (project/list and project/detail answer a reader in their
-- language, else in the project's own, English), as news_translations does for articles. A
-- translation goes with its project.
CREATE TABLE ieo_project_translations (
  project_id integer NOT NULL REFERENCES ieo_projects(id) ON DELETE CASCADE,
  locale text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  PRIMARY KEY (project_id, locale)
);
