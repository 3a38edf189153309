-- Business details: gallery images know their thumbnail, size and type (uploads
-- are resized WebP with a thumbnail, both stored in `media`; seeded SVGs have no thumbnail), and a
-- category's vendors can be found without a scan (PUT vendor/category checks, category deletes).
ALTER TABLE vendor_images ADD COLUMN thumb_path text;
ALTER TABLE vendor_images ADD COLUMN width integer;
ALTER TABLE vendor_images ADD COLUMN height integer;
ALTER TABLE vendor_images ADD COLUMN content_type text;
CREATE INDEX vendor_categories_category ON vendor_categories (category_id);
