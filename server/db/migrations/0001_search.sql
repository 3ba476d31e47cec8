-- Keyword search for the market (server/services/catalog): the folding function, the
-- trigger that keeps commodities.search_vector / search_text current, the vocabulary that typo
-- correction looks words up in, and holo_search_query, which turns what a buyer typed into a
-- tsquery. Works the same on PGlite and PostgreSQL (pg_trgm is created by server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Lower case, Latin accents removed ("Dončić" → "doncic", "Pokémon" → "pokemon"), and a hyphen
-- before a digit made a space so "2018-19" and "BCP-50" index as words, not as negative numbers.
-- translate() is slow on a long list of multibyte letters, so it runs only on text that is still
-- not ASCII once the common é is replaced. Upper-case accented letters are listed too: lower()
-- leaves them alone in a database with the C locale.
CREATE OR REPLACE FUNCTION holo_search_fold(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    CASE
      WHEN octet_length(input) = char_length(input) THEN lower(input)
      WHEN octet_length(replace(replace(input, 'é', 'e'), 'É', 'e')) = char_length(input)
        THEN lower(replace(replace(input, 'é', 'e'), 'É', 'e'))
      ELSE replace(replace(replace(replace(replace(replace(lower(translate(input,
        'àáâãäåāăąçćĉčďđèéêëēĕėęěĝğģĥìíîïĩīĭįıĵķĺļľłñńņňòóôõöøōŏőŕřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžÀÁÂÃÄÅĀĂĄÇĆĈČĎĐÈÉÊËĒĔĖĘĚĜĞĢĤÌÍÎÏĨĪĬĮĴĶĹĻĽŁÑŃŅŇÒÓÔÕÖØŌŎŐŔŘŚŜŞŠŢŤŦÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ',
        'aaaaaaaaaccccddeeeeeeeeeggghiiiiiiiiijkllllnnnnooooooooorrsssstttuuuuuuuuuuwyyyzzzaaaaaaaaaccccddeeeeeeeeeggghiiiiiiiijkllllnnnnooooooooorrsssstttuuuuuuuuuuwyyyzzz')),
        'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe')
    END,
    '-([0-9])', ' \1', 'g')
$$;
--> statement-breakpoint
-- The weighted document: title and player A, set and manufacturer B, year and card number C. The
-- 'simple' configuration keeps names and numbers as typed (no stemming, no stop words).
CREATE OR REPLACE FUNCTION holo_commodities_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  maker text;
  a text;
  b text;
  c text;
BEGIN
  SELECT name INTO maker FROM manufacturers WHERE id = NEW.manufacturer_id;
  a := holo_search_fold(concat_ws(' ', NEW.title, NEW.player));
  b := holo_search_fold(concat_ws(' ', NEW.series, maker));
  c := holo_search_fold(concat_ws(' ', NEW.year, NEW.card_number));
  NEW.search_vector := setweight(to_tsvector('simple'::regconfig, a), 'A')
    || setweight(to_tsvector('simple'::regconfig, b), 'B')
    || setweight(to_tsvector('simple'::regconfig, c), 'C');
  -- What the buyer reads: best match compares the typed words with it (trigram similarity).
  NEW.search_text := a;
  IF TG_OP = 'UPDATE' AND NEW.search_vector IS DISTINCT FROM OLD.search_vector THEN
    INSERT INTO search_terms (term)
      SELECT t FROM unnest(tsvector_to_array(NEW.search_vector)) AS t WHERE t ~ '^[[:alpha:]]{4,40}$'
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commodities_search_refresh
  BEFORE INSERT OR UPDATE OF title, player, series, manufacturer_id, year, card_number ON commodities
  FOR EACH ROW EXECUTE FUNCTION holo_commodities_search_refresh();
--> statement-breakpoint
-- New words go into the vocabulary once per INSERT statement, so bulk loads stay fast.
CREATE OR REPLACE FUNCTION holo_search_terms_collect() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
    SELECT DISTINCT t FROM new_rows, unnest(tsvector_to_array(new_rows.search_vector)) AS t
    WHERE t ~ '^[[:alpha:]]{4,40}$'
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER commodities_search_terms_collect
  AFTER INSERT ON commodities REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION holo_search_terms_collect();
--> statement-breakpoint
-- A renamed manufacturer re-indexes its listings (the row trigger reads the new name).
CREATE OR REPLACE FUNCTION holo_manufacturer_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE commodities SET manufacturer_id = manufacturer_id WHERE manufacturer_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER manufacturers_search_rename
  AFTER UPDATE OF name ON manufacturers FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION holo_manufacturer_renamed();
--> statement-breakpoint
-- What a buyer typed → tsquery. Every word must match (word order free). A word the listings
-- contain is kept as typed. The last word, when it is two or three letters or begins a word of the
-- vocabulary without being one ("ohta"), matches as a prefix, for search-as-you-type (a whole word
-- does not: its exact posting list is far cheaper to read than a prefix's); numbers match whole
-- ("psa 10" does not find card #104). An alphabetic word of 4+ letters the listings do not contain
-- also accepts up to three close vocabulary words: trigram similarity at least
-- pg_trgm.similarity_threshold (0.3) within two letters of its length and at least 80% of the best
-- one's, or one swap of neighbouring letters ("ohtnai" → "ohtani", "charzard" → "charizard").
-- NULL when the text holds no word.
CREATE OR REPLACE FUNCTION holo_search_query(raw text) RETURNS tsquery
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  words text[];
  word text;
  n integer;
  prefix boolean;
  alternatives text[];
  parts text[] := '{}';
BEGIN
  SELECT array_agg(lexeme ORDER BY positions[1]) INTO words
    FROM unnest(to_tsvector('simple'::regconfig, holo_search_fold(left(raw, 200))));
  IF words IS NULL THEN
    RETURN NULL;
  END IF;
  n := least(array_length(words, 1), 12);
  FOR i IN 1 .. n LOOP
    word := words[i];
    -- "yu-gi-oh" also comes as "yu", "gi" and "oh", which the listings hold too; the compound
    -- itself would only add a phrase match (slower, as it needs the word positions).
    CONTINUE WHEN word LIKE '%-%' AND i < n;
    prefix := false;
    alternatives := '{}';
    IF word ~ '^[[:alpha:]]{4,40}$' AND NOT EXISTS (SELECT 1 FROM search_terms WHERE term = word) THEN
      prefix := i = n AND EXISTS (SELECT 1 FROM search_terms WHERE term LIKE word || '%');
      IF NOT prefix THEN
        -- Up to three, and only close runners-up: "chariard" is "charizard", not also "richard".
        SELECT coalesce(array_agg(term ORDER BY score DESC, term), '{}') INTO alternatives FROM (
          SELECT term, score, max(score) OVER () AS best FROM (
            SELECT term, max(score) AS score FROM (
              SELECT term, similarity(term, word) AS score FROM search_terms
                WHERE term % word AND abs(length(term) - length(word)) <= 2
              UNION ALL
              SELECT term, 1 FROM search_terms WHERE term = ANY (ARRAY(
                SELECT overlay(word PLACING substr(word, j + 1, 1) || substr(word, j, 1) FROM j FOR 2)
                  FROM generate_series(1, length(word) - 1) AS j))
            ) AS candidates
            GROUP BY term
          ) AS scored
          ORDER BY score DESC, term
          LIMIT 3
        ) AS top_three
        WHERE score >= 0.8 * best;
      END IF;
    ELSIF word ~ '^[[:alpha:]]{2,3}$' AND i = n THEN
      -- A short last word ("luka don") is probably still being typed.
      prefix := true;
    END IF;
    parts := parts || (
      SELECT '(' || string_agg(quoted, ' | ') || ')' FROM (
        SELECT '''' || replace(replace(w, '\', '\\'), '''', '''''') || ''''
            || CASE WHEN prefix AND w = word THEN ':*' ELSE '' END AS quoted
          FROM unnest(ARRAY[word] || alternatives) AS w
      ) AS lexemes
    );
  END LOOP;
  RETURN to_tsquery('simple'::regconfig, array_to_string(parts, ' & '));
END
$$;
