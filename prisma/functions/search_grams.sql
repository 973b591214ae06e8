-- Search: every one- and two-character piece of the lower-cased text (pieces of only spaces left
-- out), so that a GIN index answers substring queries of any length, including two-syllable
-- Korean words such as 두부, which trigram indexes cannot (ADR 0002). Built from a few
-- regular-expression calls rather than a set-returning query per row, which made every insert
-- pay a planned subquery. Pieces may repeat in the array; the GIN index keeps each key once per
-- row.
--
-- products.search_grams is a stored column generated from this function: a new body does not
-- recompute the rows already stored. A change that gives other grams needs, besides this file,
-- a migration that rewrites the column (UPDATE products SET name = name) and so the index.
CREATE OR REPLACE FUNCTION search_grams(input TEXT) RETURNS TEXT[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
    SELECT array_remove(array_remove(array_remove(
        regexp_split_to_array(lower(input), '')
        || regexp_split_to_array(regexp_replace(lower(input), '(..)', E'\\1\x01', 'g'), E'\x01')
        || regexp_split_to_array(regexp_replace(substr(lower(input), 2), '(..)', E'\\1\x01', 'g'), E'\x01'),
        ''), ' '), '  ')
$$;
