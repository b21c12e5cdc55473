-- Fingerprints are now taken with a brightness margin (plain areas no longer flip their bits):
-- the stored ones were taken the old way, so they are dropped and made again on the next trace.
DELETE FROM image_fingerprints;
