-- A banner's words are text in both languages, written over its picture in the page's language,
-- instead of English drawn into the picture. `title` stays the English title (and the picture's
-- alternative text on English pages).
ALTER TABLE "banners" ADD COLUMN "title_kr" TEXT;
ALTER TABLE "banners" ADD COLUMN "subtitle" TEXT;
ALTER TABLE "banners" ADD COLUMN "subtitle_kr" TEXT;
