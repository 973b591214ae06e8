-- Back-in-stock alerts go only to an email whose owner agreed: a guest confirms the email once
-- through a signed link (double opt-in), a verified account's own email counts as confirmed,
-- and the one-click unsubscribe in every alert takes the agreement back. One row per email.
CREATE TABLE "stock_alert_recipients" (
    "email" TEXT NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "confirmation_sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_alert_recipients_pkey" PRIMARY KEY ("email")
);

-- Extra headers of an email (List-Unsubscribe and List-Unsubscribe-Post on alerts, RFC 8058),
-- written by queue_email (prisma/functions/queue_email.sql).
ALTER TABLE "email_outbox" ADD COLUMN "headers" JSONB;

