// Asynchronous boundary so shared singletons are negotiated first (standalone runs).
import('./bootstrap');
