// Feature kind codes of the host tile records and the nodes.
export const KIND_ROAD: i32 = 1;
export const KIND_CITY: i32 = 2;
export const KIND_FIELD: i32 = 3;
export const KIND_CLOISTER: i32 = 4;
