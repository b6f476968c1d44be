-- The packed plan is one text of up to ~15 MB: stored out of line without compression, so writing it
-- does not run pglz over megabytes inside the embedded database (on the event loop's thread).
ALTER TABLE "fmea_contents" ALTER COLUMN "plan" SET STORAGE EXTERNAL;
