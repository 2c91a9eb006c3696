package io.github.dogfight.json;

import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.github.dogfight.core.game.Command;
import io.github.dogfight.core.game.RuleSet;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A rule set's commands as JSON: its command type, read from its declaration, and one strict mapper
 * per command type in which every sealed type (the command type itself and any inside a record
 * component, such as a Dogfite! step) reads and writes a {@code "type"} key with the simple class
 * name of its leaf.
 */
final class CommandJson {
  private static final Map<Class<?>, ObjectMapper> MAPPERS = new ConcurrentHashMap<>();

  private CommandJson() {}

  /**
   * The command type {@code C} of {@code rules}' class, {@code RuleSet<S, C>}, from its declared
   * interfaces or those of a superclass.
   */
  @SuppressWarnings("unchecked") // read from the declaration
  static <C extends Command> Class<C> commandType(RuleSet<?, C> rules) {
    for (Class<?> k = rules.getClass(); k != null; k = k.getSuperclass()) {
      for (Type t : k.getGenericInterfaces()) {
        if (t instanceof ParameterizedType p
            && p.getRawType() == RuleSet.class
            && p.getActualTypeArguments()[1] instanceof Class<?> c) {
          return (Class<C>) c;
        }
      }
    }
    throw new IllegalArgumentException(
        "the rule set '"
            + rules.name()
            + "' ("
            + rules.getClass().getName()
            + ") does not declare its command type as RuleSet<S, C>; it cannot be saved");
  }

  /** One mapper per command type: its sealed types read and write a "type" id. */
  static ObjectMapper mapper(Class<?> commandType) {
    return MAPPERS.computeIfAbsent(
        commandType,
        t -> {
          JsonMapper.Builder b =
              JsonMapper.builder()
                  .addModule(new Jdk8Module())
                  // a command is its record components; isPass() and the like are not data
                  .disable(MapperFeature.AUTO_DETECT_IS_GETTERS)
                  .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                  .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES)
                  .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                  .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                  .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
          List<NamedType> subtypes = new ArrayList<>();
          for (Class<?> sealed : sealedTypes(t)) {
            b.addMixIn(sealed, TypeId.class);
            for (Class<?> leaf : leaves(sealed)) {
              subtypes.add(new NamedType(leaf, leaf.getSimpleName()));
            }
          }
          ObjectMapper m = b.build();
          m.registerSubtypes(subtypes.toArray(NamedType[]::new));
          return m;
        });
  }

  /** Sealed types reachable from {@code root}: itself, its permitted types, record components. */
  private static Set<Class<?>> sealedTypes(Class<?> root) {
    Set<Class<?>> seen = new LinkedHashSet<>();
    Set<Class<?>> sealed = new LinkedHashSet<>();
    List<Type> todo = new ArrayList<>(List.of(root));
    while (!todo.isEmpty()) {
      Type t = todo.remove(todo.size() - 1);
      if (t instanceof ParameterizedType p) {
        todo.add(p.getRawType());
        todo.addAll(List.of(p.getActualTypeArguments()));
        continue;
      }
      if (!(t instanceof Class<?> c) || !seen.add(c) || c.getName().startsWith("java.")) {
        continue;
      }
      if (c.isSealed()) {
        sealed.add(c);
        todo.addAll(List.of(c.getPermittedSubclasses()));
      }
      if (c.isRecord()) {
        for (RecordComponent rc : c.getRecordComponents()) {
          todo.add(rc.getGenericType());
        }
      }
    }
    return sealed;
  }

  /** The concrete types below a sealed type. */
  private static List<Class<?>> leaves(Class<?> sealed) {
    List<Class<?>> out = new ArrayList<>();
    for (Class<?> c : sealed.getPermittedSubclasses()) {
      if (c.isSealed()) {
        out.addAll(leaves(c));
      } else {
        out.add(c);
      }
    }
    return out;
  }

  /** Mixed into every sealed type: a "type" key with the simple class name. */
  @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, include = JsonTypeInfo.As.PROPERTY, property = "type")
  private interface TypeId {}
}
