-- The catalogue's generation goes up, in the same transaction, whenever the set or the order of
-- listed products can change (ADR 0012): the statement triggers products_listing_changed,
-- subcategories_changed and categories_changed run this (prisma/migrations/*_catalogue_paging and
-- *_category_archive say on which columns). API instances keep each list's page anchors and
-- total for one generation.
CREATE OR REPLACE FUNCTION bump_catalogue_generation() RETURNS TRIGGER
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE catalogue_state SET generation = generation + 1 WHERE id = 1;
    RETURN NULL;
END
$$;
