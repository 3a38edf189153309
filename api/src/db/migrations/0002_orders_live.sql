-- Orders: the live poll (GET orders/vendor/live) reads max(updated_at) of a vendor's orders;
-- this index makes that one index lookup instead of a scan of the vendor's orders.
CREATE INDEX orders_vendor_updated ON orders (vendor_id, updated_at DESC);
