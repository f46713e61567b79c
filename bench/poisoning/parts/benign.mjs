export const benign=[];export const benignReuses=[];
