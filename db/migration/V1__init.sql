CREATE TABLE t(x int);
