-- Shop-wide counter behind human-readable order numbers (YYYYMMDD-NNNN).
CREATE SEQUENCE "order_number_seq" AS BIGINT START WITH 1 INCREMENT BY 1 NO CYCLE;
