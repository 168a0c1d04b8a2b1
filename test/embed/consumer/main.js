import 'domino-table';
